import type { Meta, StoryObj } from '@storybook/react-vite';
import { iconNames } from '../Icon/iconNames';
import { Box } from '../Box/Box';
import { Button, buttonSizes, buttonVariants, iconAlignments, type ButtonVariant } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Buy Tickets', variant: 'primary-dark', size: 'standard' },
  argTypes: {
    variant: { control: 'select', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    icon: { control: 'select', options: [undefined, ...iconNames] },
    iconAlign: { control: 'inline-radio', options: iconAlignments },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithIcon: Story = { args: { children: 'Watch Live', icon: 'Play' } };

export const AsLink: Story = { args: { children: 'Match Centre', href: '/match', icon: 'Chevron', iconAlign: 'right' } };

const isLight = (variant: ButtonVariant) => variant.endsWith('-light');

// -light buttons are made for dark surfaces, so they are shown on one.
export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <Box display="flex" flexDirection="column" gap="medium">
      {buttonVariants.map((variant) => (
        <Box
          key={variant}
          display="flex"
          flexWrap="wrap"
          gap="small"
          alignItems="center"
          padding="medium"
          background={isLight(variant) ? 'surfaceInverse' : 'surface'}
        >
          {buttonSizes.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
          <Button variant={variant} icon="Tickets">
            Icon left
          </Button>
          <Button variant={variant} icon="ExternalLink" iconAlign="right" href="https://tickets.example.com" newTab>
            Icon right, new tab
          </Button>
          <Button variant={variant} disabled>
            Disabled
          </Button>
        </Box>
      ))}
    </Box>
  ),
};
