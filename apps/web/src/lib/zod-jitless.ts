/*
 * Zod builds each object schema a fast parser with `new Function`, after checking that eval is
 * allowed by trying it. The storefront's Content-Security-Policy forbids eval (script-src 'self'), so
 * the check fails and zod parses without it anyway, but the browser reports the blocked attempt as a
 * policy violation (DevTools' Issues; Lighthouse's best practices on /checkout). Told it is jitless,
 * zod never tries. Zod reads this object when it loads, and each object schema when it is built: this
 * module is the entry's first import.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export {};
