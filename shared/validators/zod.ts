import { z } from "zod";

// In the browser the Content-Security-Policy allows no eval ('unsafe-eval' is absent): zod's JIT
// would try `new Function` and be refused (a CSP violation report on every page using a schema).
// Each validator imports z from here, so the setting is in place before any schema is built.
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
