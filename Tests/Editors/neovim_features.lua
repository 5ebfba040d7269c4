-- Drives `cdlgen lsp` from headless Neovim (Debian's 0.7.2) as a user would: opens a list view and its detail
-- view in a copy of the repository's project, completes a row type and a key path at the cursor (applying
-- the chosen item's edit as Neovim does), and jumps from the list view's reference to the detail view.
-- Asserts what happened (exit status 1 when anything is off) and writes it to a JSON file. Run:
-- nvim --headless --clean -u NONE -c "lua arg = {CDLGEN, LIST, DETAIL, OUT}" -c "luafile neovim_features.lua"
-- Waits end when what they wait for happens; only a hang waits this long (the Swift side's timeout is longer).
local HANG_GUARD_MS = 120000
local cdlgen, list, detail, out = arg[1], arg[2], arg[3], arg[4]
local facts = {}
local client = vim.lsp.start_client({ cmd = { cdlgen, "lsp" }, root_dir = vim.fn.fnamemodify(detail, ":h:h:h"), name = "cdlgen" })

local function open(file)
  vim.cmd("edit " .. vim.fn.fnameescape(file))
  local buffer = vim.api.nvim_get_current_buf()
  vim.lsp.buf_attach_client(buffer, client)
  return buffer
end

-- Puts the cursor `offset` bytes into the first match of `text`, and asks for completions there.
local function complete_at(buffer, text, offset)
  local lines = vim.api.nvim_buf_get_lines(buffer, 0, -1, false)
  for number, line in ipairs(lines) do
    local column = line:find(text, 1, true)
    if column then
      vim.api.nvim_win_set_cursor(0, { number, column - 1 + offset })
      local answers = vim.lsp.buf_request_sync(buffer, "textDocument/completion", vim.lsp.util.make_position_params(), HANG_GUARD_MS)
      for _, answer in pairs(answers or {}) do
        if answer.result then return answer.result.items or answer.result, number end
      end
    end
  end
  return {}, nil
end

local function apply(buffer, items, label, number)
  for _, item in ipairs(items) do
    if item.label == label then
      vim.lsp.util.apply_text_edits({ item.textEdit }, buffer, "utf-16")
      return vim.api.nvim_buf_get_lines(buffer, number - 1, number, false)[1]
    end
  end
end

local function labels(items)
  local found = {}
  for _, item in ipairs(items) do table.insert(found, item.label) end
  return found
end

local detail_buffer = open(detail)
vim.wait(HANG_GUARD_MS, function() return #vim.lsp.buf_get_clients(detail_buffer) > 0 end, 20)
local row_types, row_line = complete_at(detail_buffer, "CDLTableRowTypeBooleanSwitch", 18)
facts.row_types = labels(row_types)
facts.row_type_line = apply(detail_buffer, row_types, "CDLTableRowTypeCustom", row_line)
-- Half a key path typed (the edit reaches the server as Neovim's didChange), completed after its dot.
for number, line in ipairs(vim.api.nvim_buf_get_lines(detail_buffer, 0, -1, false)) do
  if line:find("type.name", 1, true) then
    vim.api.nvim_buf_set_lines(detail_buffer, number - 1, number, false, { (line:gsub("type%.name", "type.na")) })
  end
end
local key_paths, key_path_line = complete_at(detail_buffer, "type.na", 7)
facts.key_paths = labels(key_paths)
facts.key_path_line = apply(detail_buffer, key_paths, "name", key_path_line)

local list_buffer = open(list)
local lines = vim.api.nvim_buf_get_lines(list_buffer, 0, -1, false)
for number, line in ipairs(lines) do
  local column = line:find("= EventDetailView", 1, true)
  if column then vim.api.nvim_win_set_cursor(0, { number, column + 4 }) end
end
vim.lsp.buf.definition()
facts.jumped = vim.wait(HANG_GUARD_MS, function() return vim.api.nvim_buf_get_name(0) ~= list end, 20)
facts.jumped_to = vim.api.nvim_buf_get_name(0)

-- Asserted here, as a user would see it; the test also reads the facts, to say what went wrong.
local failures = {}
local function expect(ok, what) if not ok then table.insert(failures, what) end end
expect(#facts.row_types == 10, "ten row types offered")
expect(facts.row_type_line == "\t\t\t\trowType = CDLTableRowTypeCustom;", "the row type replaced in place")
expect(#facts.key_paths == 1 and facts.key_paths[1] == "name", "EventType's attribute offered after 'type.'")
expect(facts.key_path_line == "\t\t\t\tattributeKeyPath = \"type.name\";", "the half-typed component completed")
expect(facts.jumped and facts.jumped_to:sub(-#"/Events/EventDetailView.plist") == "/Events/EventDetailView.plist", "jumped to the detail view")
facts.failures = failures

local handle = io.open(out, "w")
handle:write(vim.fn.json_encode(facts))
handle:close()
vim.lsp.stop_client(client)
if #failures > 0 then vim.cmd("cquit 1") end
vim.cmd("qall!")
