import { defineMain } from '@storybook/react-vite/node';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';
import { storyImageLibrary } from './imageLibrary';

export default defineMain({
  framework: { name: '@storybook/react-vite', options: {} },
  // The club's components, and beside them the studio kit's pieces (list, form, fields), so a designer
  // browsing Storybook sees the studio's building blocks too.
  stories: ['../src/**/*.stories.@(ts|tsx)', '../../../apps/studio/src/studio/kit/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  // CI and the build machines have no network beyond the registries; telemetry would only stall.
  core: { disableTelemetry: true },
  viteFinal: (config) => mergeConfig(config, { plugins: [vanillaExtractPlugin(), storyImageLibrary()] }),
});
