import { defineMain } from '@storybook/react-vite/node';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';
import { storyImageLibrary } from './imageLibrary';

export default defineMain({
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  // CI and the build machines have no network beyond the registries; telemetry would only stall.
  core: { disableTelemetry: true },
  viteFinal: (config) => mergeConfig(config, { plugins: [vanillaExtractPlugin(), storyImageLibrary()] }),
});
