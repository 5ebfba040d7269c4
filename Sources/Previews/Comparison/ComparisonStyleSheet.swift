/// What comparison pages add to the preview pages' style sheet: the list of changes, the two versions
/// side by side (stacked on a phone), and the marks on what changed — a coloured edge and tint, with the
/// change also said in words above, so colour is never the only sign.
enum ComparisonStyleSheet {
    static let css = """
        [data-change="added"] { --change: var(--green); }
        [data-change="removed"] { --change: var(--red); }
        [data-change="moved"] { --change: var(--tint); }
        [data-change="changed"] { --change: var(--orange); }
        .comparison .site-inner { max-width: 1200px; }
        .comparison .page-header, .comparison-index { max-width: 732px; margin: 0 auto; padding: 16px 16px 40px; }
        .comparison .page-header { padding-bottom: 0; }
        .comparison h1 { margin: 0; font-size: 22px; line-height: 28px; overflow-wrap: break-word; }
        .comparison .page-header .table-meta { margin-top: 4px; }
        .comparison-header { max-width: 1200px; margin: 0 auto; padding: 16px 16px 0; }
        .comparison-subtitle { margin: 16px 0 8px; font-size: 15px; line-height: 20px; }
        .no-changes { margin: 12px 0 0; color: var(--secondary); }
        .changes, .change-details { margin: 0; padding: 0; list-style: none; }
        .changes { margin-top: 12px; }
        .change-line {
          margin: 0 0 6px;
          padding: 6px 10px;
          border-left: 3px solid var(--change);
          border-radius: 6px;
          background: color-mix(in srgb, var(--change) 12%, transparent);
          font-size: 15px;
          line-height: 20px;
          overflow-wrap: anywhere;
        }
        .change-kind { font-weight: 600; }
        .change-details { color: var(--secondary); font-family: var(--mono); font-size: 13px; line-height: 18px; }
        .new-diagnostics { margin-top: 0; }
        .sides { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 360px), 1fr)); gap: 8px 24px; max-width: 1200px; margin: 0 auto; }
        .side { min-width: 0; }
        .side-title { margin: 24px 16px 0; font-size: 15px; line-height: 20px; font-weight: 600; overflow-wrap: break-word; }
        .side-title code { font-family: var(--mono); font-weight: 400; }
        .table-section[data-change] > .rows { box-shadow: 0 0 0 2px var(--change); }
        .row[data-change] { background: color-mix(in srgb, var(--change) 14%, var(--cell)); box-shadow: inset 4px 0 0 var(--change); }
        .count.change { color: var(--label); background: color-mix(in srgb, var(--change) 22%, transparent); }

        """
}
