import { apiError, type ApiError } from '@news/contracts/apiError';
import { isImageFormat, isImagePresetName, isImageWidth } from '@news/contracts/imagePresets';
import { verifyImageSignature } from '@news/contracts/imageSignature';
import {
  isImageSignatureSyntax,
  isImageSourcePath,
  parsePresetSegment,
  type ImageVariant,
} from '@news/contracts/imageVariantPath';

export type ImageRequestError = {
  status: 400 | 403;
  body: ApiError & Record<string, string | number>;
};

export type ParsedImageRequest = { ok: true; variant: ImageVariant } | ({ ok: false } & ImageRequestError);

const MAX_PATH_LENGTH = 1024;

const texts: Record<string, string> = {
  invalid_path: 'Diese Bildadresse ist ungültig.',
  invalid_signature: 'Die Signatur der Bildadresse ist ungültig.',
  unknown_preset: 'Dieses Bildformat gibt es nicht.',
  invalid_width: 'Diese Bildbreite gibt es nicht.',
  invalid_format: 'Dieses Dateiformat gibt es nicht.',
};

function fail(status: 400 | 403, code: string, extra: Record<string, string> = {}): ParsedImageRequest {
  return {
    ok: false,
    status,
    body: { ...apiError(status, code, texts[code] ?? texts.invalid_path ?? code), ...extra },
  };
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * Validates the path below the proxy mount, `/{signature}/{preset}[@x_y]/{width}.{format}/{sourcePath}`
 * (imageVariantPath.ts), in this order: shape and source path (400 invalid_path, so `..` and encoded tricks never
 * reach the file system), signature (403 invalid_signature), preset (400 unknown_preset), width (400
 * invalid_width), format (400 invalid_format).
 */
export function parseImageRequest(rawPath: string, secret: string): ParsedImageRequest {
  if (rawPath.length > MAX_PATH_LENGTH) return fail(400, 'invalid_path');
  const decoded = rawPath.split('/').map(decodeSegment);
  if (decoded[0] !== '' || decoded.length < 5 || decoded.some((s) => s === undefined))
    return fail(400, 'invalid_path');
  const [, signature = '', presetSegment = '', variantSegment = '', ...source] = decoded as string[];
  const sourcePath = source.join('/');
  if (!isImageSourcePath(sourcePath)) return fail(400, 'invalid_path');

  if (!isImageSignatureSyntax(signature) || !verifyImageSignature(sourcePath, signature, secret))
    return fail(403, 'invalid_signature');

  const presetPart = parsePresetSegment(presetSegment);
  if (!presetPart || !isImagePresetName(presetPart.preset))
    return fail(400, 'unknown_preset', { preset: presetSegment });

  const dot = variantSegment.lastIndexOf('.');
  const widthText = dot < 0 ? variantSegment : variantSegment.slice(0, dot);
  const format = dot < 0 ? '' : variantSegment.slice(dot + 1);
  const width = /^[1-9]\d{0,4}$/.test(widthText) ? Number(widthText) : NaN;
  if (!isImageWidth(width)) return fail(400, 'invalid_width', { width: widthText });
  if (!isImageFormat(format)) return fail(400, 'invalid_format', { format });

  return {
    ok: true,
    variant: {
      signature,
      preset: presetPart.preset,
      ...(presetPart.focus ? { focus: presetPart.focus } : {}),
      width,
      format,
      sourcePath,
    },
  };
}
