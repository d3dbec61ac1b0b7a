// Two pages to build; Vite builds only index.html unless told. Nothing here is about the package:
// it loads under the dev server and the build without settings.
import { fileURLToPath } from 'node:url';

export default {
  build: {
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        embed: fileURLToPath(new URL('./embed.html', import.meta.url)),
      },
    },
  },
};
