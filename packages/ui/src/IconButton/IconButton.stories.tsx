import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { buttonSizes, buttonVariants } from '../Button/Button';
import { iconNames } from '../Icon/iconNames';
import { IconButton } from './IconButton';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { label: 'Search', icon: 'Search', variant: 'ghost-dark', size: 'standard' },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    variant: { control: 'select', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <Box display="flex" flexDirection="column" gap="medium">
      {buttonVariants.map((variant) => (
        <Box
          key={variant}
          display="flex"
          gap="small"
          alignItems="center"
          padding="medium"
          background={variant.endsWith('-light') ? 'surfaceInverse' : 'surface'}
        >
          {buttonSizes.map((size) => (
            <IconButton key={size} variant={variant} size={size} label={`Search (${variant}, ${size})`} icon="Search" />
          ))}
          <IconButton variant={variant} label="Menu" icon="Burger" aria-expanded={false} />
          <IconButton variant={variant} label="Close" icon="Close" disabled />
          <IconButton variant={variant} label="Club Instagram" icon="Instagram" href="https://instagram.com" newTab />
        </Box>
      ))}
    </Box>
  ),
};
