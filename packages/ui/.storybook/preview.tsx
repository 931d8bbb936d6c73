import '../src/themes/club.css';
import { clubConfig } from '@club/config';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { LinkProvider, type LinkComponentProps } from '../src/index';
import { themeClasses } from './themes.css';

type ThemeName = keyof typeof themeClasses;

function ThemeFrame({ theme, children }: { theme: ThemeName; children: ReactNode }) {
  // On <body>, so the page background and the padding around a story change with the theme too.
  useLayoutEffect(() => {
    const className = themeClasses[theme];
    document.body.classList.add(className);
    return () => document.body.classList.remove(className);
  }, [theme]);
  return children;
}

// Stands in for an app's router link: marks internal links and keeps the preview frame from
// navigating away when one is clicked.
function StoryRouterLink({ href, ...anchorProps }: LinkComponentProps) {
  return <a href={href} data-router-link="" {...anchorProps} onClick={(event) => event.preventDefault()} />;
}

const withTheme: Decorator = (Story, context) => {
  const theme: ThemeName = context.globals['theme'] === 'streamer' ? 'streamer' : 'club';
  return (
    <ThemeFrame theme={theme}>
      <LinkProvider component={StoryRouterLink}>
        <Story />
      </LinkProvider>
    </ThemeFrame>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Which site theme the story renders in',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'club', title: 'Club site' },
          { value: 'streamer', title: `${clubConfig.streaming.siteName} (streamer)` },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'club' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
