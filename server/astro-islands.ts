/**
 * Two costs of Astro's island markup, cut without changing a byte of it (issue 21). Every island writes
 * its props as an attribute; on a catalogue page three islands carry their strings tables (a few
 * hundred keys each), and in the profile of an on-demand product page:
 *
 * - `isHttpUrl` (render/util.js) parsed every attribute value containing "&" with `new URL()` to see
 *   whether it is an http(s) URL; the props (JSON with &quot;) never are, and each failed parse made an
 *   error: 3% of the CPU. A URL whose scheme is http or https starts with "h" or "H" once the parser has
 *   stripped leading C0 controls and spaces (and tabs and newlines anywhere), so a value that does not
 *   is answered false before parsing, as the parser would have.
 * - `serializeProps` (serialize.js) rebuilt the serialized form of every props object on every render:
 *   3-4%. A frozen object whose values are all primitives cannot change, so its form is made once and
 *   kept (the pages' island strings are such objects, src/i18n/island-strings.ts).
 *
 * Each change is a text replacement in the installed astro package at build time; a build whose astro
 * no longer has the text stops, so an upgrade is checked against this file.
 */
interface Patch {
  file: RegExp;
  from: string;
  to: string;
}

const PATCHES: readonly Patch[] = [
  {
    file: /astro\/dist\/runtime\/server\/render\/util\.js$/,
    from: 'function isHttpUrl(url) {\n  try {',
    to: 'function isHttpUrl(url) {\n  if (!/^[\\x00-\\x20]*[hH]/.test(url)) return false;\n  try {',
  },
  {
    file: /astro\/dist\/runtime\/server\/serialize\.js$/,
    from: 'return [PROP_TYPE.Value, serializeObject(value, metadata, parents)];',
    to: 'return [PROP_TYPE.Value, serializeConstant(value, metadata, parents)];',
  },
  {
    file: /astro\/dist\/runtime\/server\/serialize\.js$/,
    from: 'function serializeProps(props, metadata) {',
    to: `const constantForms = new WeakMap();
function serializeConstant(value, metadata, parents) {
  const kept = constantForms.get(value);
  if (kept) return kept;
  const form = serializeObject(value, metadata, parents);
  if (Object.isFrozen(value) && Object.values(value).every((v) => v === null || (typeof v !== "object" && typeof v !== "function"))) {
    constantForms.set(value, form);
  }
  return form;
}
function serializeProps(props, metadata) {`,
  },
];

/** The module's code with this file's changes, or null when none is for it; throws when one's text is gone. */
export function patchIslandRendering(id: string, code: string): string | null {
  const patches = PATCHES.filter((patch) => patch.file.test(id));
  if (patches.length === 0) return null;
  let patched = code;
  for (const { from, to } of patches) {
    if (!patched.includes(from)) throw new Error(`${id} no longer has "${from.split('\n')[0]}": check server/astro-islands.ts against astro`);
    patched = patched.replace(from, to);
  }
  return patched;
}

/** The Vite plugin that applies patchIslandRendering to astro's runtime in the server build. */
export function astroIslandsPlugin() {
  return {
    name: 'astro-islands-markup',
    transform: (code: string, id: string) => {
      const patched = patchIslandRendering(id, code);
      return patched === null ? null : { code: patched, map: null };
    },
  };
}
