import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

// The local runtime mounts this config in middleware mode on the API's own server, so /api needs no proxy.
export default defineConfig({
  root: fromHere('.'),
  plugins: [react()],
  resolve: {
    alias: {
      '@': fromHere('./src'),
      '@shared': fromHere('../shared'),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
});
