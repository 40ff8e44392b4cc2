import { z } from 'zod';

/** The shop's editorial pages: legal notice, privacy policy, terms of sale. */
export const CONTENT_SLUGS = ['mentions-legales', 'confidentialite', 'cgv'] as const;
export type ContentSlug = (typeof CONTENT_SLUGS)[number];

export const ContentSlugParam = z.object({
  slug: z.enum(CONTENT_SLUGS, { error: 'Cette page n’existe pas.' }),
});

/**
 * A page written in Markdown, as HTML rendered by the server (ADR 046): headings, paragraphs, lists, tables,
 * emphasis and links to relative, http(s), mailto and tel addresses only; raw HTML of the source is escaped.
 */
export const ContentPage = z.object({
  slug: z.enum(CONTENT_SLUGS),
  title: z.string(),
  html: z.string(),
  updatedAt: z.string().nullable(),
});
export type ContentPage = z.infer<typeof ContentPage>;

/** What the browser may know of the server's configuration. */
export const SiteConfig = z.object({
  /** The tag-manager container, loaded only after consent; null when none is configured. */
  gtmId: z.string().nullable(),
});
export type SiteConfig = z.infer<typeof SiteConfig>;
