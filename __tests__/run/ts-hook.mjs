// Lets a child process run flowgate from its TypeScript sources (the `flowgate run`
// kill test): the sources import each other as `.js`, which exist only as `.ts` here.
import { registerHooks } from 'node:module';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

registerHooks({
  resolve(specifier, context, next) {
    if (specifier.startsWith('.') && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
      const url = new URL(specifier, context.parentURL);
      if (!existsSync(fileURLToPath(url))) {
        const source = new URL(`${url.href.slice(0, -3)}.ts`);
        if (existsSync(fileURLToPath(source))) return next(source.href, context);
      }
    }
    return next(specifier, context);
  },
});
