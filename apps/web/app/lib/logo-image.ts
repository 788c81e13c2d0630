import { logoSrcSet } from "@tq/contract/logos";

/**
 * The <img> attributes of a course logo shown at `size` CSS pixels (issue #16, ADR 0092): its
 * width and height (no layout shift), the smaller stored widths as `srcset` (a phone at 2× takes
 * the 128-pixel copy of a 56-pixel logo, not the 512 one), and `loading="lazy"` unless it is in
 * the first screenful.
 */
export function logoImageProps(src: string | null, size: number, firstScreen: boolean) {
  const srcSet = src ? logoSrcSet(src) : undefined;
  return {
    width: size,
    height: size,
    decoding: "async" as const,
    ...(firstScreen ? {} : { loading: "lazy" as const }),
    ...(srcSet ? { srcSet, sizes: `${size}px` } : {}),
  };
}
