/// The style sheet inlined in every preview page: the look of UIKit's inset-grouped table (iOS
/// Settings), light and dark, from a 320-pixel phone to a desktop window.
///
/// Inline, and without web fonts or images from elsewhere, so a page works from `file://` under a
/// Content-Security-Policy that allows no requests at all.
public enum HTMLStyleSheet {
    /// A chosen row's tint, which a chooser page's own rules give the row its origin chose.
    static let chosenBackground = "color-mix(in srgb, var(--tint) 14%, transparent)"

    public static let css = """
        :root {
          color-scheme: light dark;
          --background: #f2f2f7;
          --cell: #ffffff;
          --label: #000000;
          --secondary: rgba(60, 60, 67, 0.6);
          --separator: rgba(60, 60, 67, 0.29);
          --chevron: #c4c4c7;
          --bar: rgba(249, 249, 249, 0.94);
          --tint: #007aff;
          --red: #ff3b30;
          --green: #34c759;
          --orange: #ff9500;
          --switch-off: rgba(120, 120, 128, 0.16);
          --field: rgba(118, 118, 128, 0.12);
          /* Text on a tinted callout needs a darker shade than the control colours to stay legible. */
          --error-text: #d70015;
          --warning-text: #a33b00;
          --note-text: #0040dd;
          --mono: ui-monospace, "SF Mono", SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --background: #000000;
            --cell: #1c1c1e;
            --label: #ffffff;
            --secondary: rgba(235, 235, 245, 0.6);
            --separator: rgba(84, 84, 88, 0.65);
            --chevron: #5a5a5f;
            --bar: rgba(22, 22, 23, 0.94);
            --tint: #0a84ff;
            --red: #ff453a;
            --green: #30d158;
            --orange: #ff9f0a;
            --switch-off: rgba(120, 120, 128, 0.32);
            --field: rgba(118, 118, 128, 0.24);
            --error-text: #ff6961;
            --warning-text: #ffb340;
            --note-text: #409cff;
          }
        }
        *, *::before, *::after { box-sizing: border-box; }
        html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
        body {
          margin: 0;
          background: var(--background);
          color: var(--label);
          font: 17px/22px -apple-system, system-ui, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
          -webkit-font-smoothing: antialiased;
        }

        /*
         * Screens and modes without script: the URL's fragment picks them (:target). A page shows its
         * definition's view, or the screen its fragment names; the view is in view mode, or in edit mode
         * at #editing (#viewing for a page that starts in edit mode).
         */
        .mode-target { position: absolute; top: 0; }
        .screen:not(.home):not(:target), body:has(.screen:target) .home { display: none; }
        body:not(.starts-editing) #editing:not(:target) ~ .home .edit-only,
        body:not(.starts-editing) #editing:target ~ .home .view-only,
        .starts-editing #viewing:target ~ .home .edit-only,
        .starts-editing #viewing:not(:target) ~ .home .view-only { display: none; }
        /* preview --states: the narrowest iPhone's width, whatever the window's. */
        body.width-320 { max-width: 320px; margin: 0 auto; outline: 1px solid var(--separator); }
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }

        /* The site's own bar, above the app's screen: the way back to the index, and what the page shows. */
        .site-bar { border-bottom: 0.5px solid var(--separator); }
        .site-inner { display: flex; flex-wrap: wrap; align-items: baseline; gap: 2px 12px; max-width: 732px; margin: 0 auto; padding: 8px 16px; }
        .site-link { color: var(--tint); font-size: 15px; text-decoration: none; white-space: nowrap; }
        .table-meta .name { color: var(--label); font-weight: 600; }

        .nav-bar {
          position: sticky;
          top: 0;
          z-index: 2;
          background: var(--bar);
          -webkit-backdrop-filter: saturate(180%) blur(20px);
          backdrop-filter: saturate(180%) blur(20px);
          box-shadow: 0 0.5px 0 var(--separator);
        }
        /* Title in the middle whatever the buttons' widths, as UIKit centres it. */
        .nav-inner { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, auto) minmax(0, 1fr); align-items: center; gap: 8px; max-width: 732px; min-height: 44px; margin: 0 auto; padding: 0 16px; }
        .bar-side { display: flex; min-width: 0; }
        .bar-side.trailing { justify-content: flex-end; }
        .nav-title { min-width: 0; margin: 0; font-size: 17px; line-height: 22px; font-weight: 600; text-align: center; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        .bar-button { min-width: 0; padding: 11px 0; color: var(--tint); text-decoration: none; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        .bar-button.done { font-weight: 600; }
        .bar-button.add { padding: 4px 2px; font-size: 30px; line-height: 34px; font-weight: 300; }
        .bar-button[aria-disabled="true"] { color: var(--secondary); opacity: 0.6; }
        .bar-button.back { display: flex; align-items: center; gap: 6px; }
        .bar-button.back::before {
          content: "";
          flex: none;
          width: 12px;
          height: 12px;
          margin-left: 2px;
          border-left: 3px solid currentColor;
          border-bottom: 3px solid currentColor;
          border-radius: 1px;
          transform: rotate(45deg);
        }
        a:focus-visible { outline: 2px solid var(--tint); outline-offset: -2px; border-radius: 10px; }

        /* The column of every page, the index's too: an iPad's table at most, 16 px in from the window's edges. */
        .screen-body, .page-header, .page-body { max-width: 732px; margin: 0 auto; padding: 0 16px; }
        .screen-body, .page-body { padding-bottom: 40px; }
        /*
         * Texts wrap between words, and names and paths also where the page marks them with <wbr> (after
         * a slash, between camel-case humps); a word is broken only when it cannot fit a line by itself.
         */
        .table-meta { margin: 0; color: var(--secondary); font-size: 13px; line-height: 18px; overflow-wrap: break-word; }
        .table-meta .file { font-family: var(--mono); }

        .table-section { margin-top: 32px; }
        .section-header {
          margin: 0 16px 7px;
          color: var(--secondary);
          font-size: 13px;
          font-weight: 400;
          line-height: 18px;
          text-transform: uppercase;
          overflow-wrap: break-word;
        }
        .section-footer { margin: 7px 16px 0; color: var(--secondary); font-size: 13px; line-height: 18px; white-space: pre-line; overflow-wrap: break-word; }
        .rows { margin: 0; padding: 0; list-style: none; background: var(--cell); border-radius: 10px; overflow: hidden; }
        .empty-table { margin: 32px 16px; color: var(--secondary); text-align: center; }
        .unreadable-title { margin: 0 16px 8px; font-weight: 600; }

        /*
         * Each row draws a hairline along its bottom and overlaps the next row by a pixel; the list clips
         * what hangs below it, so the last row shown has no line whichever rows the mode hides. (A flow
         * root, so that a diagnostic's margin stays inside the row, above the line.)
         */
        .row { display: flow-root; position: relative; margin-bottom: -1px; }
        .row::after {
          content: "";
          position: absolute;
          left: 16px;
          right: 0;
          bottom: 0;
          height: 1px;
          background: var(--separator);
          transform: scaleY(0.5);
          transform-origin: bottom;
          pointer-events: none;
        }
        body:not(.starts-editing) #editing:target ~ .home .has-edit-control::after,
        .starts-editing #viewing:not(:target) ~ .home .has-edit-control::after,
        .add-screen .has-edit-control::after { left: 54px; }
        .cell { display: flex; align-items: center; min-height: 44px; padding-left: 16px; }
        .content {
          display: flex;
          flex: 1 1 auto;
          align-items: center;
          gap: 8px;
          min-width: 0;
          min-height: 44px;
          padding: 11px 16px 11px 0;
          color: inherit;
          text-decoration: none;
        }

        /*
         * Nothing may push the page sideways. What UIKit draws on one line is cut short with an ellipsis, as
         * the device cuts it: labels, titles, and the values of every row but a multi-line row's
         * (CDLMultiLineTableRowController alone sets numberOfLines to 0), list rows' detail text included.
         * The index's entries are the site's, not the app's: they wrap.
         */
        .label, .value, .title, .detail { min-width: 0; }
        .label, .title,
        .value-row:not(.multi-line) .value,
        .list-row:not(.index-entry) .value,
        .list-row:not(.index-entry) .detail { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        .value, .detail { overflow-wrap: break-word; }
        .label { flex: 0 1 auto; }
        .value, .title { flex: 1 1 auto; }
        /* Value1 keeps the label whole up to 60% of the cell; the value takes what is left, on the right. */
        [data-style="value1"] .label { flex: 0 0 auto; max-width: 60%; }
        [data-style="value1"] .value { flex: 0 1 auto; margin-left: auto; color: var(--secondary); text-align: right; }
        .toggle-row .label { flex: 1 1 auto; max-width: none; }
        [data-style="value2"] .content { gap: 12px; }
        [data-style="value2"] .label { flex: 0 0 30%; color: var(--tint); font-size: 15px; font-weight: 600; text-align: right; }
        .multi-line .content { align-items: flex-start; }
        /* UIKit centres a cell's accessory however tall the cell grows. */
        .multi-line .accessory { align-self: center; }
        /* A multi-line row wraps its value only: its label stays on one line (CDLMultiLineTableRowController.m:93-106). */
        .multi-line .value { white-space: pre-wrap; overflow-wrap: break-word; tab-size: 4; }
        .stack { display: flex; flex: 1 1 auto; flex-direction: column; min-width: 0; }
        .detail { color: var(--secondary); font-size: 15px; line-height: 20px; }
        .button .title { color: var(--tint); }
        .destructive .title { color: var(--red); }
        .placeholder { font-family: var(--mono); font-size: 15px; font-style: italic; }
        .value.placeholder, .detail.placeholder { color: var(--secondary); }
        /*
         * An editable value's field reaches 6 px into the gaps on either side (two shadows, painted only
         * outside its box), so it takes no width from the text: edit mode cuts no value view mode shows whole.
         */
        body:not(.starts-editing) #editing:target ~ .home .editable .value,
        .starts-editing #viewing:not(:target) ~ .home .editable .value,
        .add-screen .editable .value {
          border-radius: 6px;
          background: var(--field);
          box-shadow: -6px 0 0 var(--field), 6px 0 0 var(--field);
        }
        body:not(.starts-editing) #editing:target ~ .home .editable .value.sample,
        .starts-editing #viewing:not(:target) ~ .home .editable .value.sample,
        .add-screen .editable .value.sample { color: var(--label); }

        /*
         * A list's section index, as UITableView draws it: small tinted titles in a strip down the right
         * edge of the list (here the column's 16 px margin, beside the rows), in the middle of the window
         * whatever the scroll.
         */
        .section-index {
          position: fixed;
          z-index: 1;
          top: 50%;
          right: max(0px, (100% - 732px) / 2);
          width: 16px;
          margin: 0;
          padding: 0;
          list-style: none;
          transform: translateY(-50%);
          color: var(--tint);
          font-size: 11px;
          line-height: 13px;
          font-weight: 600;
          text-align: center;
        }
        .width-320 .section-index { right: max(0px, (100% - 320px) / 2); }

        /* A row that opens a screen in edit mode: the whole cell is the link. */
        .row-link { position: absolute; inset: 0; z-index: 1; border-radius: 10px; }
        .row-link:focus-visible { outline: 2px solid var(--tint); outline-offset: -2px; }

        /* Edit screens: a text field, a text view, choosers, a date picker. */
        .text-field, .text-view { flex: 1 1 auto; min-width: 0; margin: 0; padding: 0; border: 0; background: transparent; color: var(--label); font: inherit; }
        .text-field::placeholder { color: var(--secondary); opacity: 1; }
        .text-view { height: 158px; resize: none; }
        .chosen { background: \(chosenBackground); }
        .checkmark { width: 7px; height: 13px; margin: 0 6px 3px 0; border-right: 2.5px solid var(--tint); border-bottom: 2.5px solid var(--tint); transform: rotate(45deg); }
        .check-circle { position: relative; width: 24px; height: 24px; border: 1.5px solid var(--chevron); border-radius: 50%; }
        .chosen .check-circle { border-color: var(--green); background: var(--green); }
        .chosen .check-circle::after {
          content: "";
          position: absolute;
          left: 7px;
          top: 3px;
          width: 5px;
          height: 11px;
          border-right: 2px solid #ffffff;
          border-bottom: 2px solid #ffffff;
          transform: rotate(45deg);
        }
        /* Wheels keep their values whole: on a 320-pixel phone the text, not the wheel, gets smaller. */
        .date-picker { display: flex; justify-content: center; gap: 2px; margin-top: 32px; padding: 8px 4px; border-radius: 10px; background: var(--cell); }
        .wheel { flex: 0 0 auto; margin: 0; padding: 0; list-style: none; text-align: center; }
        .wheel li { padding: 4px 6px; color: var(--secondary); font-size: clamp(14px, 5vw, 20px); line-height: 26px; white-space: nowrap; }
        .wheel li[aria-selected="true"] { border-radius: 8px; background: var(--field); color: var(--label); }
        .wheel .wheel-blank { height: 34px; }
        .wheel .wheel-empty { font-family: var(--mono); font-size: 15px; font-style: italic; }
        .screen-note { margin: 7px 16px 0; color: var(--secondary); font-size: 13px; line-height: 18px; overflow-wrap: break-word; }
        .screen-note a { color: var(--tint); text-decoration: none; }
        .crash-moment, .action-note { color: var(--error-text); }
        .crash-moment { font-weight: 600; }

        .switch { display: block; position: relative; flex: none; width: 51px; height: 31px; border-radius: 15.5px; background: var(--switch-off); }
        .switch::after {
          content: "";
          position: absolute;
          top: 2px;
          left: 2px;
          width: 27px;
          height: 27px;
          border-radius: 50%;
          background: #ffffff;
          box-shadow: 0 3px 8px rgba(0, 0, 0, 0.15), 0 3px 1px rgba(0, 0, 0, 0.06);
        }
        .switch[aria-checked="true"] { background: var(--green); }
        .switch[aria-checked="true"]::after { left: 22px; }
        /* No sample value: the knob waits in the middle. */
        .switch[aria-checked="mixed"]::after {
          left: 12px;
          background: linear-gradient(var(--chevron), var(--chevron)) center / 11px 2px no-repeat, #ffffff;
        }
        .switch[aria-disabled="true"] { opacity: 0.5; }

        .accessory { flex: none; }
        .disclosure {
          width: 10px;
          height: 10px;
          margin: 0 3px 0 2px;
          border-top: 2.5px solid var(--chevron);
          border-right: 2.5px solid var(--chevron);
          border-radius: 1px;
          transform: rotate(45deg);
        }
        .reorder { width: 22px; height: 12px; margin-left: 4px; background: repeating-linear-gradient(to bottom, var(--chevron) 0 2px, transparent 2px 5px); }
        .edit-control { position: relative; flex: none; width: 22px; height: 22px; margin-right: 16px; border-radius: 50%; }
        .edit-control.delete { background: var(--red); }
        .edit-control.insert { background: var(--green); }
        .edit-control::before, .edit-control.insert::after { content: ""; position: absolute; border-radius: 1px; background: #ffffff; }
        .edit-control::before { left: 5px; right: 5px; top: 10px; height: 2px; }
        .edit-control.insert::after { top: 5px; bottom: 5px; left: 10px; width: 2px; }

        .diagnostics { margin: 12px 0 0; padding: 0; list-style: none; }
        .diagnostic {
          margin: 0 16px 10px;
          padding: 6px 10px;
          border-left: 3px solid var(--severity);
          border-radius: 6px;
          background: color-mix(in srgb, var(--severity) 12%, transparent);
          font-size: 13px;
          line-height: 18px;
          overflow-wrap: break-word;
        }
        .diagnostics .diagnostic { margin: 0 0 8px; }
        .table-section > .diagnostic { margin: 8px 0 0; }
        .diagnostic.error { --severity: var(--red); --severity-text: var(--error-text); }
        .diagnostic.warning { --severity: var(--orange); --severity-text: var(--warning-text); }
        .diagnostic.note { --severity: var(--tint); --severity-text: var(--note-text); }
        .diagnostic .severity { color: var(--severity-text); font-weight: 600; }
        .diagnostic .location, .diagnostic .code, .diagnostic code { color: var(--secondary); font-family: var(--mono); font-size: 12px; }
        .fix-it, .diagnostic-note { display: block; }
        .diagnostic-note .severity { color: var(--note-text); }
        """

    /// A style sheet made safe to inline: only `</` could end the `<style>` element early, and `<\/`
    /// means the same to CSS.
    static func inlined(_ stylesheet: String) -> String {
        if stylesheet == css { return inlinedDefault }
        // Searching with Foundation takes a while; a style sheet rarely has `</` for it to find.
        let bytes = stylesheet.utf8
        guard zip(bytes, bytes.dropFirst()).contains(where: { $0 == UInt8(ascii: "<") && $1 == UInt8(ascii: "/") }) else {
            return stylesheet
        }
        return stylesheet.replacingOccurrences(of: "</", with: "<\\/")
    }

    /// Made once: every page of a site inlines it.
    private static let inlinedDefault = css.replacingOccurrences(of: "</", with: "<\\/")

    /// The inlined default as a page holds it, line break included.
    /// The sheet as a preview site writes it, for its pages to link.
    static let cssBytes: [UInt8] = Array(css.utf8) + (css.hasSuffix("\n") ? [] : [UInt8(ascii: "\n")])
    static let inlinedDefaultBytes: [UInt8] = Array(inlinedDefault.utf8) + (inlinedDefault.hasSuffix("\n") ? [] : [UInt8(ascii: "\n")])
}
