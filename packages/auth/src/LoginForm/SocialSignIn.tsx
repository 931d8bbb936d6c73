import { Button, Stack, Text } from '@club/ui';
import * as styles from './LoginForm.css';

/** SPEC 6 / 9: the social providers the form shows, in this order. */
export const socialProviders = [
  { id: 'facebook', label: 'Facebook' },
  { id: 'google', label: 'Google' },
  { id: 'apple', label: 'Apple' },
] as const;

/**
 * SPEC 6: Facebook, Google and Apple sign-in are switched off, while their buttons are styled and shown.
 * They stay disabled until the platform offers those providers, and a line says so, so nobody is left
 * wondering why they do nothing.
 */
export function SocialSignIn() {
  return (
    <Stack space="xsmall">
      <ul className={styles.socialList}>
        {socialProviders.map((provider) => (
          <li key={provider.id} className={styles.socialItem}>
            <Button variant="ghost-dark" size="small" disabled icon={provider.id === 'facebook' ? 'Facebook' : 'SignIn'}>
              {`Log in with ${provider.label}`}
            </Button>
          </li>
        ))}
      </ul>
      <Text size="xsmall" tone="muted">
        Facebook, Google and Apple sign-in are not available yet.
      </Text>
    </Stack>
  );
}
