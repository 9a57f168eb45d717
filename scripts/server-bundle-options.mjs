// esbuild options shared by the server bundle (build-server.mjs) and the job child's dev entry
// (server/src/isolation/heavy-job-child.dev.mjs): our own code (server and the @edubot/*
// workspaces) goes into ESM files; every npm package stays external and is loaded from
// node_modules at run time (native addons, wasm and data files need their real folders).

/** Bare imports are external unless they name one of our workspaces. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@edubot/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

export const serverBundleOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  plugins: [externalPackages],
  // Some dependencies are CommonJS and call require(); give the ESM bundle one.
  banner: {
    js: "import { createRequire as __edubotCreateRequire } from 'node:module'; const require = __edubotCreateRequire(import.meta.url);",
  },
};
