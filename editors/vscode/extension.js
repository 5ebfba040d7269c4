// VS Code's client for `cdlgen lsp`: vscode-languageclient starts the server and speaks LSP with it for the
// workspace's .plist and .json files (definitions, and the project file cdlgen.json or cdlgen.plist).
const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

let client;
let output;

// A client for the program the `cdlgen.path` setting names (`cdlgen`, found on PATH, by default).
function makeClient() {
  const command = vscode.workspace.getConfiguration().get('cdlgen.path') || 'cdlgen';
  // No `transport`: with TransportKind.stdio the client would append `--stdio`, which `cdlgen lsp` does not
  // take; without one it still talks over the server's standard input and output.
  const serverOptions = { command, args: ['lsp'] };
  const clientOptions = {
    documentSelector: [{ scheme: 'file', pattern: '**/*.{plist,json}' }],
    outputChannel: output, // one channel across restarts, not one per client
  };
  return new LanguageClient('cdlgen', 'cdlgen', serverOptions, clientOptions);
}

async function start() {
  client = makeClient();
  try {
    await client.start();
  } catch (error) {
    // The client has logged the failure; say what to change. (Not rethrown: activation itself succeeded.)
    vscode.window.showErrorMessage(`cdlgen lsp did not start (${error}). Set cdlgen.path to the cdlgen program.`);
  }
}

// stop() throws on a client that never got running (cdlgen not found), so only a running one is stopped.
async function stop() {
  if (client && client.isRunning()) await client.stop();
}

async function activate(context) {
  output = vscode.window.createOutputChannel('cdlgen');
  context.subscriptions.push(
    output,
    vscode.workspace.onDidChangeConfiguration(async (event) => {
      if (!event.affectsConfiguration('cdlgen.path')) return;
      await stop();
      await start();
    }),
  );
  await start();
}

function deactivate() {
  return stop();
}

module.exports = { activate, deactivate };
