import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon, iconSizes } from './Icon';
import { iconNames } from './iconNames';

const meta = {
  title: 'Brand/Icon',
  component: Icon,
  args: { name: 'Ball', size: 'large' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Named: Story = { args: { name: 'Live', title: 'Live now' } };

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))', gap: 16 }}>
        {iconNames.map((name) => (
          <figure key={name} style={{ display: 'grid', justifyItems: 'center', gap: 8, margin: 0, fontSize: 12 }}>
            <Icon name={name} size="large" />
            <figcaption>{name}</figcaption>
          </figure>
        ))}
      </div>
      <div style={{ display: 'flex', gap: 16, alignItems: 'end' }}>
        {iconSizes.map((size) => (
          <Icon key={size} name="Shirt" size={size} title={`Shirt, ${size}`} />
        ))}
      </div>
    </div>
  ),
};
