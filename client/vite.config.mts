import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.VITE_API_TARGET ?? 'http://localhost:4000';

export default defineConfig({
  root: __dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(['/graphql', '/api', '/uploads', '/auth', '/webhooks'].map((p) => [p, { target: api, changeOrigin: false }])),
  },
});
