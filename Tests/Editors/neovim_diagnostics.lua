-- Opens a definition in headless Neovim (Debian's 0.7.2: vim.lsp.start_client), attaches `cdlgen lsp`,
-- waits for its diagnostics and writes them as Neovim holds them (lines from 0, byte columns) to a JSON file.
-- Run: nvim --headless --clean -u NONE -c "lua arg = {CDLGEN, FILE, OUT}" -c "luafile neovim_diagnostics.lua"
-- Waits end when what they wait for happens; only a hang waits this long (the Swift side's timeout is longer).
local HANG_GUARD_MS = 120000
local cdlgen, file, out = arg[1], arg[2], arg[3]
local client = vim.lsp.start_client({ cmd = { cdlgen, "lsp" }, root_dir = vim.fn.fnamemodify(file, ":h"), name = "cdlgen" })
vim.cmd("edit " .. vim.fn.fnameescape(file))
local buffer = vim.api.nvim_get_current_buf()
vim.lsp.buf_attach_client(buffer, client)
local received = vim.wait(HANG_GUARD_MS, function() return #vim.diagnostic.get(buffer) > 0 end, 50)
local found = {}
for _, diagnostic in ipairs(vim.diagnostic.get(buffer)) do
  local lsp = diagnostic.user_data and diagnostic.user_data.lsp or {}
  table.insert(found, { line = diagnostic.lnum, column = diagnostic.col, code = lsp.code or diagnostic.code, message = diagnostic.message })
end
local handle = io.open(out, "w")
handle:write(vim.fn.json_encode({ received = received, diagnostics = found }))
handle:close()
vim.lsp.stop_client(client)
vim.cmd("qall!")
