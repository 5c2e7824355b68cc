/**
 * A test file's shop, started before its tests and stopped after them: the object is returned at
 * once and filled in place by `beforeAll`, so tests read its fields as they run.
 */
export function useShop<S extends object>(start: () => Promise<S>, stop: (shop: S) => Promise<void>): S {
  const shop = {} as S;
  beforeAll(async () => {
    Object.assign(shop, await start());
  });
  afterAll(() => stop(shop));
  return shop;
}
