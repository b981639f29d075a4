// `npm run dev`: the API with reload on change (tsx watch) and the web app with hot module
// replacement (Vite), together. Open the Vite URL; it proxies /api to the API.
import concurrently from 'concurrently';

const apiPort = process.env.PORT ?? '3000';
const webPort = process.env.WEB_PORT ?? '5173';
console.log(`\n  Desarrollo: abre http://localhost:${webPort} (API en :${apiPort})\n`);

const { result } = concurrently(
  [
    {
      name: 'api',
      command: 'tsx watch --clear-screen=false server/main.ts',
      env: { PORT: apiPort },
      prefixColor: 'green',
    },
    {
      name: 'web',
      command: `vite --port ${webPort}`,
      env: { API_PORT: apiPort },
      prefixColor: 'cyan',
    },
  ],
  { killOthersOn: ['failure', 'success'], prefix: 'name' },
);
await result.catch(() => process.exit(1));
