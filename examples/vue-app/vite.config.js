// Vue compiles templates ahead of time: it must be told that <regalia-board> is a custom
// element, not a Vue component it failed to resolve (docs/guides.md "Vue").
import vue from '@vitejs/plugin-vue';

export default {
  plugins: [
    vue({
      template: { compilerOptions: { isCustomElement: (tag) => tag === 'regalia-board' } },
    }),
  ],
};
