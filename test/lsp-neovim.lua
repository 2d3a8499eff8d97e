-- Driven by test/lsp-neovim.test.ts: Neovim's built-in LSP client (0.7 API, which later
-- versions keep) against `ssllint lsp`. Arguments come in the environment; the results go to
-- a JSON file the test reads. Exits Neovim when done, whatever happens.
local env = vim.env
local out = {}
local function finish()
  local f = io.open(env.SSLLINT_NVIM_OUT, 'w')
  f:write(vim.fn.json_encode(out))
  f:close()
  vim.cmd('qall!')
end

local ok, err = pcall(function()
  local client = vim.lsp.start_client({
    name = 'ssllint',
    cmd = { env.SSLLINT_NODE, env.SSLLINT_BIN, 'lsp', '--stdio' },
    root_dir = env.SSLLINT_ROOT,
    init_options = { debounceMs = 20 },
  })
  vim.cmd('edit ' .. vim.fn.fnameescape(env.SSLLINT_FILE))
  local buf = vim.api.nvim_get_current_buf()
  vim.lsp.buf_attach_client(buf, client)
  local function diagnostics()
    local list = {}
    for _, d in ipairs(vim.diagnostic.get(buf)) do
      local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
      table.insert(list, string.format('%d:%d %s', d.lnum + 1, d.col + 1, code))
    end
    table.sort(list)
    return list
  end
  out.waited = vim.wait(30000, function() return #vim.diagnostic.get(buf) > 0 end, 50)
  out.before = diagnostics()

  local params = { textDocument = { uri = vim.uri_from_bufnr(buf) }, range = { start = { line = 0, character = 0 }, ['end'] = { line = 0, character = 0 } }, context = { diagnostics = {}, only = { 'quickfix' } } }
  local replies = vim.lsp.buf_request_sync(buf, 'textDocument/codeAction', params, 20000) or {}
  local chosen
  out.titles = {}
  for _, reply in pairs(replies) do
    for _, action in ipairs(reply.result or {}) do
      table.insert(out.titles, action.title)
      if action.isPreferred and action.title:find('http2-disabled', 1, true) then chosen = action end
    end
  end
  if chosen then
    vim.lsp.util.apply_workspace_edit(chosen.edit, 'utf-16')
    out.applied = chosen.title
  end
  out.lines = vim.api.nvim_buf_get_lines(buf, 0, -1, false)
  out.fixed = vim.wait(30000, function()
    for _, d in ipairs(diagnostics()) do
      if d:find('http2-disabled', 1, true) then return false end
    end
    return true
  end, 50)
  out.after = diagnostics()
end)
if not ok then out.error = tostring(err) end
finish()
