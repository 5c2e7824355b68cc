import type { Router } from 'express';

/** Every route of the REST adapter's route table: METHOD and Express path pattern (`/admin/products/:id`). */
export function restRoutes(router: Router): Array<{ method: string; path: string }> {
  const out: Array<{ method: string; path: string }> = [];
  const walk = (stack: any[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods))
          for (const path of [layer.route.path].flat()) out.push({ method: method.toUpperCase(), path });
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((router as any).stack);
  return out;
}

/** The same routes as OpenAPI names them: `METHOD /path/{param}`. */
export const openApiRoutes = (router: Router): string[] =>
  restRoutes(router).map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
