import { createApp } from 'vue';
import 'regalia-games/embed'; // defines <regalia-board>
import App from './App.vue';

createApp(App).mount('#app');
