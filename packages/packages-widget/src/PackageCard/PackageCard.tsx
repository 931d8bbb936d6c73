import { ownsPackage, ownsPriceOption } from '@club/entitlements';
import { Button, Heading, Icon, IconButton, Image, RichText, Text, VisuallyHidden, iconNames, preloadOverlay, type IconName } from '@club/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { usePackagesContext } from '../PackagesProvider/PackagesProvider';
import { buyLabel, loggedOutHint, manageLabel, packageKind, priceText } from '../priceLabel';
import type { Package, WidgetStyle } from '../types';
import { useBuy } from '../useBuy';
import * as styles from './PackageCard.css';

export const packageCardFaces = ['front', 'back'] as const;
export type PackageCardFace = (typeof packageCardFaces)[number];

export const packageCardStyles = ['border', 'shadow'] as const;
export type PackageCardStyle = (typeof packageCardStyles)[number];

/** SPEC 2.5: 'border' when the widget style equals the package mode, else 'shadow'. */
export function packageCardStyle(widgetStyle: WidgetStyle, pkg: Package): PackageCardStyle {
  return widgetStyle === pkg.attributes.mode ? 'border' : 'shadow';
}

/** SPEC 2.5: at least 480px, plus 80px for each price option beyond two. */
export function packageCardMinHeight(priceOptions: number): number {
  return 480 + 80 * Math.max(0, priceOptions - 2);
}

const typeLabels: Record<Package['attributes']['packageType'], string> = {
  membership: 'Subscription',
  'match-pass': 'Match pass',
};

function knownIcon(name: string | null): IconName | null {
  return name !== null && (iconNames as readonly string[]).includes(name) ? (name as IconName) : null;
}

export interface PackageCardProps {
  pkg: Package;
  cardStyle?: PackageCardStyle;
  /** The card's title tag: h3 under a widget's h2 by default. */
  headingLevel?: 'h3' | 'h4';
}

/**
 * SPEC 2.5's package card. The front sells (price buttons, offer, struck-through price); the info icon
 * turns it to the back, the 'Information' panel of the chosen price option, and its close icon back.
 * Only one face is in the page at a time (the other is `hidden`), and focus follows the turn so a
 * keyboard user lands on the control that turns it back.
 */
export function PackageCard({ pkg, cardStyle = 'shadow', headingLevel = 'h3' }: PackageCardProps) {
  const { user } = usePackagesContext();
  const { buy, state } = useBuy();
  const [face, setFace] = useState<PackageCardFace>('front');
  const [chosen, setChosen] = useState(0);
  const titleId = useId();
  const infoRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const turned = useRef(false);

  useEffect(() => {
    if (!turned.current) return;
    (face === 'back' ? closeRef : infoRef).current?.focus();
  }, [face]);

  const turn = (next: PackageCardFace) => {
    turned.current = true;
    setFace(next);
  };

  const { attributes } = pkg;
  const options = attributes.priceData;
  const chosenOption = options[chosen] ?? options[0];
  const owned = user.loginState === 'loggedIn' && ownsPackage(pkg, user.entitlements);
  // Without an icon of its own, a plan shows what it is for: Listen (audio) or Watch (video).
  const icon = knownIcon(attributes.styleData.icon) ?? (packageKind(attributes.title) === 'Listen' ? 'Audio' : 'Video');
  const showImage = attributes.styleData.displayType !== 'text-only';
  const imageKey =
    attributes.styleData.displayType === 'background-image' && attributes.styleData.backgroundImageKey
      ? attributes.styleData.backgroundImageKey
      : attributes.imageData.landscape.imageKey;

  return (
    <article
      className={`${styles.card} ${styles.cardStyle[cardStyle]} ${styles.mode[attributes.styleData.styleMode]}`}
      style={{ minHeight: packageCardMinHeight(options.length) }}
      aria-labelledby={titleId}
      data-state={face}
      data-owned={owned}
      data-package={pkg.id}
    >
      <div className={styles.face} hidden={face !== 'front'}>
        {showImage && (
          <div className={styles.media}>
            {attributes.styleData.customLabel && <span className={styles.label}>{attributes.styleData.customLabel}</span>}
            <Image imageKey={imageKey} alt="" ratio="16:9" sizes="(min-width: 760px) 320px, 288px" />
          </div>
        )}
        <div className={styles.body}>
          {!showImage && attributes.styleData.customLabel && (
            <Text size="xsmall" weight="strong">
              {attributes.styleData.customLabel}
            </Text>
          )}
          <span className={styles.typeRow}>
            {icon && <Icon name={icon} size="small" />}
            {typeLabels[attributes.packageType]}
          </span>
          <Heading level={4} as={headingLevel} id={titleId}>
            {attributes.title}
          </Heading>
          <Text size="small" tone="muted">
            {attributes.description}
          </Text>
          {owned && (
            <div className={styles.owned} data-part="owned">
              <Icon name="Tick" size="small" />
              <span>You own this pass</span>
            </div>
          )}
          <ul className={styles.prices}>
            {options.map((option) => {
              const held = user.loginState === 'loggedIn' && ownsPriceOption(option, user.entitlements);
              const was = option.priceDisplay.strikethroughAmountFormatted;
              return (
                <li key={option.id} className={styles.price}>
                  {(was || option.offer) && (
                    <span className={styles.offerRow}>
                      {was && (
                        <s className={styles.strike}>
                          <VisuallyHidden>Was </VisuallyHidden>
                          {was}
                        </s>
                      )}
                      {option.offer && <span className={styles.offer}>{option.offer}</span>}
                    </span>
                  )}
                  <Button
                    variant={attributes.styleData.styleMode === 'dark' ? 'primary-light' : 'primary-dark'}
                    aria-describedby={titleId}
                    disabled={state === 'pending'}
                    onClick={() => void buy(pkg, option)}
                    // Buying logged out opens the login panel, and owning the pass the account panel.
                    onPointerEnter={preloadOverlay}
                    onFocus={preloadOverlay}
                  >
                    {held ? manageLabel : buyLabel(option)}
                  </Button>
                </li>
              );
            })}
          </ul>
          <div className={styles.footer}>
            {/* Only once the login check has said so: a signed-in fan never sees the hint flash by. */}
            {user.loginState === 'loggedOut' ? (
              <Text size="xsmall" tone="muted">
                {loggedOutHint}
              </Text>
            ) : (
              <span />
            )}
            <IconButton
              ref={infoRef}
              icon="Info"
              label={`Information about ${attributes.title}`}
              variant={attributes.styleData.styleMode === 'dark' ? 'label-light' : 'label-dark'}
              size="small"
              onClick={() => turn('back')}
            />
          </div>
        </div>
      </div>
      <div className={styles.face} hidden={face !== 'back'} data-part="back">
        <div className={styles.body}>
          <div className={styles.backHeader}>
            <Heading level={5} as="span">
              Information
            </Heading>
            <IconButton
              ref={closeRef}
              icon="Close"
              label="Close information"
              variant={attributes.styleData.styleMode === 'dark' ? 'label-light' : 'label-dark'}
              size="small"
              onClick={() => turn('front')}
            />
          </div>
          {options.length > 1 && (
            <div className={styles.optionChooser} role="group" aria-label="Price options">
              {options.map((option, index) => (
                <Button
                  key={option.id}
                  size="small"
                  variant={attributes.styleData.styleMode === 'dark' ? 'ghost-light' : 'ghost-dark'}
                  aria-pressed={index === chosen}
                  onClick={() => setChosen(index)}
                >
                  {priceText(option)}
                </Button>
              ))}
            </div>
          )}
          {chosenOption && (
            <>
              <RichText html={chosenOption.furtherInformation} />
              <Text size="small" tone="muted">
                {chosenOption.backsideText}
              </Text>
            </>
          )}
        </div>
      </div>
    </article>
  );
}
