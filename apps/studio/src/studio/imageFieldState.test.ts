import { describe, expect, it } from 'vitest';
import {
  checkImageFile,
  describeUpload,
  idleUpload,
  previewUrlOf,
  sizeInWords,
  uploadReducer,
  uploadStatusText,
  type UploadState,
} from './imageFieldState';

describe('uploadReducer', () => {
  it('should go from idle to uploading to uploaded, keeping the file name', () => {
    const uploading = uploadReducer(idleUpload, { type: 'start', fileName: 'cup-final.png', bytes: 2048 });
    expect(uploading).toEqual({ state: 'uploading', fileName: 'cup-final.png', bytes: 2048 });
    expect(uploadReducer(uploading, { type: 'done' })).toEqual({ state: 'uploaded', fileName: 'cup-final.png' });
  });

  it('should ignore a finish that arrives when nothing is uploading', () => {
    const failed: UploadState = { state: 'failed', message: 'Choose a JPEG, PNG, WebP or SVG image.' };
    expect(uploadReducer(failed, { type: 'done' })).toBe(failed);
    expect(uploadReducer(idleUpload, { type: 'done' })).toBe(idleUpload);
  });

  it('should say a failure in words, and forget it when a recent upload is chosen', () => {
    const failed = uploadReducer(idleUpload, { type: 'fail', message: 'That image is larger than 10 MB.' });
    expect(uploadStatusText(failed, 'Save to use it.')).toBe('That image is larger than 10 MB.');
    expect(uploadReducer(failed, { type: 'reset' })).toEqual(idleUpload);
  });
});

describe('uploadStatusText', () => {
  it('should say what is uploading and what to do once it has', () => {
    expect(uploadStatusText({ state: 'uploading', fileName: 'logo.svg', bytes: 3 * 1024 * 1024 }, 'Save the sponsor to use it.')).toBe(
      'Uploading logo.svg (3 MB)…',
    );
    expect(uploadStatusText({ state: 'uploaded', fileName: 'logo.svg' }, 'Save the sponsor to use it.')).toBe('Uploaded logo.svg. Save the sponsor to use it.');
    expect(uploadStatusText(idleUpload, 'Save to use it.')).toBe('');
  });
});

describe('sizeInWords', () => {
  it('should round small files to KB and larger ones to a tenth of a MB', () => {
    expect(sizeInWords(10)).toBe('1 KB');
    expect(sizeInWords(12_800)).toBe('13 KB');
    expect(sizeInWords(1.45 * 1024 * 1024)).toBe('1.4 MB');
  });
});

describe('checkImageFile', () => {
  it('should take SVG for the commercial desk but not the newsroom', () => {
    expect(checkImageFile({ type: 'image/svg+xml', size: 100 }, 'commercial')).toEqual({ ok: true, type: 'image/svg+xml' });
    expect(checkImageFile({ type: 'image/svg+xml', size: 100 }, 'news')).toEqual({ ok: false, message: 'Choose a JPEG, PNG or WebP image.' });
  });

  it('should refuse other files and files over 10 MB before sending them', () => {
    expect(checkImageFile({ type: 'text/plain', size: 100 }, 'commercial')).toEqual({ ok: false, message: 'Choose a JPEG, PNG, WebP or SVG image.' });
    expect(checkImageFile({ type: 'image/png', size: 10 * 1024 * 1024 + 1 }, 'commercial')).toEqual({ ok: false, message: 'Choose an image of 10 MB or less.' });
    expect(checkImageFile({ type: 'image/jpeg', size: 10 * 1024 * 1024 }, 'news')).toEqual({ ok: true, type: 'image/jpeg' });
  });
});

describe('previewUrlOf', () => {
  it('should preview a key through the image service, whole inside 400 by 400', () => {
    expect(previewUrlOf('promos/cup-final.png')).toBe('/images/fit-in/400x400/promos/cup-final.png');
    expect(previewUrlOf(' uploads/commercial/abc123.webp ')).toBe('/images/fit-in/400x400/uploads/commercial/abc123.webp');
  });

  it('should not ask the image service for what is not yet a key', () => {
    for (const typed of ['', 'promos/', 'promos/cup-final', 'Promos/Cup.png', '../secret.png', 'promos/.hidden.png', '/promos/a.png']) {
      expect(previewUrlOf(typed), typed).toBeNull();
    }
  });
});

describe('describeUpload', () => {
  it('should name when (London time), the size and the format', () => {
    expect(describeUpload({ uploadedAt: '2026-12-05T15:20:00.000Z', width: 750, height: 750, type: 'image/png' })).toBe('Uploaded 5 Dec 2026, 15:20, 750 × 750 PNG');
    expect(describeUpload({ uploadedAt: '2026-07-01T11:05:00.000Z', width: 1400, height: 1400, type: 'image/jpeg' })).toBe('Uploaded 1 Jul 2026, 12:05, 1400 × 1400 JPG');
  });
});
