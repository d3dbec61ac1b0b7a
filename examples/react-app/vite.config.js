// The React plugin is the only setting: the package needs none (docs/guides.md "React").
import react from '@vitejs/plugin-react';

export default {
  plugins: [react()],
};
