import type { Plugin } from 'vite';
import { imageRatios, imageWidths, ratioParts } from '../src/Image/imageUrl';
import { advertBox, advertSizes } from '../src/AdvertSlot/advertSizes';
import { storyImageKeys } from '../src/private/fixtures';

// Storybook has no platform behind it, so `/images/…` would 404 and every Image story would show a
// broken icon. This stands in for the image library: any `stories/…` key at any size is a labelled
// SVG, served in `storybook dev` and written into the static build for the sizes the stories ask for.

const palette = ['#0B2F7A', '#1E7B3A', '#7A2A0B', '#4B2A7A'];

function placeholderSvg(key: string, width: number, height: number): string {
  const index = Object.values(storyImageKeys).indexOf(key as never);
  const colour = palette[Math.max(0, index) % palette.length] ?? '#0B2F7A';
  const label = `${key.replace(/^stories\//, '').replace(/\.svg$/, '')} ${width}×${height}`;
  const fontSize = Math.max(12, Math.round(Math.min(width, height) / 12));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#0A1633"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="${Math.max(2, width / 160)}"/>
<text x="50%" y="92%" fill="#ffffff" fill-opacity="0.7" font-family="sans-serif" font-size="${fontSize}" text-anchor="middle">${label}</text>
</svg>`;
}

const pathPattern = /^\/images\/(?:fit-in\/)?(\d+)x(\d+)\/(stories\/[\w.-]+\.svg)$/;

export function storyImageLibrary(): Plugin {
  return {
    name: 'club-ui:story-image-library',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = pathPattern.exec(request.url?.split('?')[0] ?? '');
        if (!match) return next();
        const [, width = '0', height = '0', key = ''] = match;
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(placeholderSvg(key, Number(width), Number(height)));
      });
    },
    generateBundle() {
      for (const key of Object.values(storyImageKeys)) {
        for (const ratio of imageRatios) {
          const parts = ratioParts(ratio);
          for (const width of imageWidths) {
            const height = Math.round((width * parts.height) / parts.width);
            const source = placeholderSvg(key, width, height);
            this.emitFile({ type: 'asset', fileName: `images/${width}x${height}/${key}`, source });
            this.emitFile({ type: 'asset', fileName: `images/fit-in/${width}x${height}/${key}`, source });
          }
        }
        // Adverts ask for their slot's exact box, at 1x and 2x.
        for (const size of advertSizes) {
          const box = advertBox(size);
          for (const scale of [1, 2]) {
            const [width, height] = [box.width * scale, box.height * scale];
            this.emitFile({ type: 'asset', fileName: `images/fit-in/${width}x${height}/${key}`, source: placeholderSvg(key, width, height) });
          }
        }
      }
    },
  };
}
