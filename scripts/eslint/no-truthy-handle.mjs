/**
 * `expect(x).toBeTruthy()` (or `.toBeDefined()`, `.not.toBeNull()`, ...) where `x` is a promise or a
 * Playwright handle (Locator, ElementHandle, Page...) cannot fail: the object exists whatever the page
 * shows or the promise resolves to. Hand-written because no installed rule looks at the type of what
 * a truthiness matcher is given (@typescript-eslint/await-thenable only catches the `await` in front).
 */
const TRUTHY = new Set(['toBeTruthy', 'toBeDefined']);
const NOT_EMPTY = new Set(['toBeFalsy', 'toBeNull', 'toBeUndefined']);
const HANDLES = new Set([
  'Locator',
  'ElementHandle',
  'JSHandle',
  'Page',
  'Frame',
  'FrameLocator',
  'BrowserContext',
  'Browser',
]);

export default {
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow truthiness assertions on promises and browser handles (they cannot fail)',
    },
    messages: {
      handle:
        'This asserts that a {{what}} exists, which it always does: assert what it shows or resolves to (text, count, URL, value).',
    },
    schema: [],
  },
  create(context) {
    const services = context.sourceCode.parserServices;
    if (!services?.program)
      throw new Error('no-truthy-handle needs type information (parserOptions.projectService)');
    const checker = services.program.getTypeChecker();

    const kinds = (type) => (type.isUnion() ? type.types : [type]);
    const describe = (type) => {
      for (const t of kinds(type)) {
        const name = (t.aliasSymbol ?? t.getSymbol())?.getName();
        if (name && HANDLES.has(name)) return name;
        const then = t.getProperty('then');
        if (then && checker.getTypeOfSymbol(then).getCallSignatures().length > 0) return 'promise';
      }
      return null;
    };

    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        let subject = callee.object;
        let negated = false;
        if (
          subject.type === 'MemberExpression' &&
          subject.property.type === 'Identifier' &&
          subject.property.name === 'not'
        ) {
          negated = true;
          subject = subject.object;
        }
        const matcher = callee.property.name;
        if (!(negated ? NOT_EMPTY : TRUTHY).has(matcher)) return;
        if (
          subject.type !== 'CallExpression' ||
          subject.callee.type !== 'Identifier' ||
          subject.callee.name !== 'expect'
        )
          return;
        const [arg] = subject.arguments;
        if (!arg) return;
        const what = describe(checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(arg)));
        if (what) context.report({ node, messageId: 'handle', data: { what } });
      },
    };
  },
};
