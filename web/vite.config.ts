import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': srcDir } },
  server: {
    // The API runs on its own port in development; the built app is served by the server itself.
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // The shared contract package only declares constants and schemas; letting the bundler
        // drop unused modules keeps zod out of pages that import only constants (e.g. landing).
        moduleSideEffects: (id: string) =>
          /[\\/]common[\\/]src[\\/]/.test(id) ? false : undefined,
      },
    },
  },
});
