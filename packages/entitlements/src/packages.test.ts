import { describe, expect, it } from 'vitest';
import { ownsPackage, ownsPriceOption, packagesUnlocking, priceOptionsUnlocking } from './packages';

const videoMonthly = { id: 'price_video_monthly', accessData: { entitlements: ['video-subscription'] } };
const videoAnnual = { id: 'price_video_annual', accessData: { entitlements: ['video-subscription', 'audio-pass'] } };
const audioMonthly = { id: 'price_audio_monthly', accessData: { entitlements: ['audio-pass'] } };
const matchPass = { id: 'price_match', accessData: { entitlements: ['match-pass-2026-11-21-lanmouth'] } };

const video = { id: 'video-subscription', attributes: { priceData: [videoMonthly, videoAnnual] } };
const audio = { id: 'audio-monthly', attributes: { priceData: [audioMonthly] } };
const pass = { id: 'match-pass-2026-11-21-lanmouth', attributes: { priceData: [matchPass] } };
const all = [video, audio, pass];

describe('packagesUnlocking', () => {
  it('should list the packages whose price options grant a listed entitlement', () => {
    expect(packagesUnlocking(['video-subscription'], all)).toEqual([video]);
    expect(packagesUnlocking(['audio-pass'], all)).toEqual([video, audio]);
    expect(packagesUnlocking(['video-subscription', 'match-pass-2026-11-21-lanmouth'], all)).toEqual([video, pass]);
  });
  it('should list none for free, logged-in, empty or unsold items', () => {
    expect(packagesUnlocking(['?', 'video-subscription'], all)).toEqual([]);
    expect(packagesUnlocking(['*'], all)).toEqual([]);
    expect(packagesUnlocking([], all)).toEqual([]);
    expect(packagesUnlocking(['retired-pass'], all)).toEqual([]);
  });
});

describe('priceOptionsUnlocking', () => {
  it('should keep only the price options that unlock the item', () => {
    expect(priceOptionsUnlocking(['audio-pass'], [videoMonthly, videoAnnual, audioMonthly])).toEqual([videoAnnual, audioMonthly]);
  });
});

describe('ownsPriceOption', () => {
  it('should own an option when every entitlement it grants is held', () => {
    expect(ownsPriceOption(videoMonthly, ['video-subscription'])).toBe(true);
    expect(ownsPriceOption(videoAnnual, ['video-subscription', 'audio-pass'])).toBe(true);
  });
  it('should not own an option with an entitlement missing, or without entitlements', () => {
    expect(ownsPriceOption(videoAnnual, ['video-subscription'])).toBe(false);
    expect(ownsPriceOption(videoMonthly, null)).toBe(false);
    expect(ownsPriceOption(videoMonthly, [])).toBe(false);
    expect(ownsPriceOption({ id: 'x', accessData: { entitlements: [] } }, ['video-subscription'])).toBe(false);
  });
});

describe('ownsPackage', () => {
  it('should hold a package when one of its price options is owned', () => {
    expect(ownsPackage(video, ['video-subscription'])).toBe(true);
    expect(ownsPackage(audio, ['video-subscription', 'audio-pass'])).toBe(true);
    expect(ownsPackage(video, ['audio-pass'])).toBe(false);
    expect(ownsPackage(pass, null)).toBe(false);
  });
});
