import fs from 'node:fs/promises';
import path from 'node:path';
import type { ContentSlug } from '@boucherie/contract';
import StoryblokClient from 'storyblok-js-client';

/** A page as its source gives it, in Markdown; the route renders it (content.routes.ts). */
export type ContentText = { slug: ContentSlug; title: string; markdown: string; updatedAt: string | null };

/** Where the editorial pages come from: Markdown files in the repository, or the CMS. */
export type ContentSource = (slug: ContentSlug) => Promise<ContentText | null>;

/** `# Title` on the first line, the page below it. */
export function splitTitle(slug: ContentSlug, text: string, updatedAt: string | null): ContentText {
  const match = /^#\s+(.+)\r?\n/.exec(text);
  return {
    slug,
    title: match?.[1]?.trim() ?? slug,
    markdown: (match ? text.slice(match[0].length) : text).trim(),
    updatedAt,
  };
}

export function markdownSource(dir: string): ContentSource {
  const pages = new Map<ContentSlug, Promise<ContentText | null>>();
  const read = async (slug: ContentSlug) => {
    const file = path.join(dir, `${slug}.md`);
    try {
      const [text, stat] = await Promise.all([fs.readFile(file, 'utf8'), fs.stat(file)]);
      return splitTitle(slug, text, stat.mtime.toISOString());
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
  // The files ship with a release: read once.
  return (slug) => {
    let page = pages.get(slug);
    if (!page) {
      page = read(slug);
      pages.set(slug, page);
    }
    return page;
  };
}

type Story = { name: string; published_at: string | null; content: { title?: string; body?: string } };

/**
 * Storyblok, through its official client (which retries when rate-limited). A page is the story
 * `legal/<slug>` with a Markdown field `body` (and optionally `title`). Answers are kept five minutes.
 */
export function storyblokSource(token: string, endpoint: string, ttlMs = 300_000): ContentSource {
  const client = new StoryblokClient({ accessToken: token, endpoint, maxRetries: 3, timeout: 10 });
  const cache = new Map<ContentSlug, { at: number; page: ContentText | null }>();
  return async (slug) => {
    const hit = cache.get(slug);
    if (hit && Date.now() - hit.at < ttlMs) return hit.page;
    let page: ContentText | null;
    try {
      const { data } = await client.get(`cdn/stories/legal/${slug}`, { version: 'published' });
      const story = (data as { story: Story }).story;
      page = {
        slug,
        title: story.content.title || story.name,
        markdown: (story.content.body ?? '').trim(),
        updatedAt: story.published_at,
      };
    } catch (error) {
      if ((error as { status?: number }).status !== 404) throw error;
      page = null;
    }
    cache.set(slug, { at: Date.now(), page });
    return page;
  };
}
