import { Fragment, type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { type BlockNode, parseMarkdown } from '../lib/markdown-blocks';
import type { InlineNode } from '../lib/markdown-inline';

const linkClass = 'font-medium text-primary-800 underline underline-offset-2 hover:text-primary-900 break-words';

function inlineElement(node: InlineNode, key: string): ReactNode {
  switch (node.type) {
    case 'text':
      return <Fragment key={key}>{node.text}</Fragment>;
    case 'break':
      return <br key={key} />;
    case 'strong':
      return (
        <strong key={key} className="font-semibold text-gray-900">
          <Inline nodes={node.children} />
        </strong>
      );
    case 'em':
      return (
        <em key={key}>
          <Inline nodes={node.children} />
        </em>
      );
    case 'link':
      return node.href.kind === 'internal' ? (
        <Link key={key} to={node.href.to} className={linkClass}>
          <Inline nodes={node.children} />
        </Link>
      ) : (
        <a key={key} href={node.href.href} rel="noopener noreferrer" className={linkClass}>
          <Inline nodes={node.children} />
        </a>
      );
  }
}

function Inline({ nodes }: { nodes: InlineNode[] }): ReactNode {
  return nodes.map((node, index) => inlineElement(node, `${node.type}-${index}`));
}

const headingClass = {
  2: 'mt-8 text-xl font-bold text-gray-900 sm:text-2xl',
  3: 'mt-6 text-lg font-bold text-gray-900',
  4: 'mt-4 font-bold text-gray-900',
} as const;

function Block({ block }: { block: BlockNode }) {
  switch (block.type) {
    case 'heading': {
      const Heading = `h${block.level}` as const;
      return (
        <Heading className={headingClass[block.level]}>
          <Inline nodes={block.children} />
        </Heading>
      );
    }
    case 'paragraph':
      return (
        <p className="mt-3 leading-relaxed text-gray-800">
          <Inline nodes={block.children} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List
          start={block.ordered && block.start !== 1 ? block.start : undefined}
          className={`mt-3 flex flex-col gap-2 pl-6 leading-relaxed text-gray-800 ${block.ordered ? 'list-decimal' : 'list-disc'}`}
        >
          {block.items.map((item, index) => (
            <li key={index}>
              <Inline nodes={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'table':
      return (
        <div className="mt-4 overflow-x-auto rounded-lg border border-gray-200 bg-white">
          <table className="w-full border-collapse text-left text-sm text-gray-800">
            <thead className="bg-gray-50">
              <tr>
                {block.header.map((cell, column) => (
                  <th
                    key={column}
                    scope="col"
                    style={{ textAlign: block.align[column] ?? undefined }}
                    className="border-b border-gray-200 px-3 py-2 font-semibold text-gray-900"
                  >
                    <Inline nodes={cell} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex} className="border-b border-gray-100 last:border-b-0">
                  {row.map((cell, column) => (
                    <td
                      key={column}
                      style={{ textAlign: block.align[column] ?? undefined }}
                      className="px-3 py-2 align-top"
                    >
                      <Inline nodes={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'rule':
      return <hr className="my-6 border-gray-200" />;
  }
}

/**
 * Markdown from the content source, turned into React elements: never HTML. Tags, scripts and
 * refused links show as the text they are.
 */
export function Markdown({ source }: { source: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return (
    <div className="max-w-3xl">
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  );
}
