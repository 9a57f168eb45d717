import { containsArabic } from '@edubot/common';
import { Fragment, type ReactNode } from 'react';
import { parseMarkdown, type Block, type Inline } from '../model/markdown';

function plainText(nodes: Inline[]): string {
  return nodes
    .map((n) => (n.kind === 'text' || n.kind === 'code' ? n.text : n.kind === 'br' ? '\n' : plainText(n.children)))
    .join('');
}

/**
 * Each block takes its own direction: a paragraph with Arabic is right-to-left (docs/product.md), an
 * English paragraph inside an Arabic answer stays left-to-right and readable.
 */
function dirOf(nodes: Inline[]): 'rtl' | 'auto' {
  return containsArabic(plainText(nodes)) ? 'rtl' : 'auto';
}

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((n, i) => {
    switch (n.kind) {
      case 'text':
        return <Fragment key={i}>{n.text}</Fragment>;
      case 'br':
        return <br key={i} />;
      case 'strong':
        return <strong key={i}>{renderInline(n.children)}</strong>;
      case 'em':
        return <em key={i}>{renderInline(n.children)}</em>;
      case 'code':
        return (
          <code key={i} dir="ltr" className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.85em] text-slate-800">
            {n.text}
          </code>
        );
      case 'link': {
        // The link text may say anything; where it leads is always shown (issue 8).
        const showsHost = plainText(n.children).toLowerCase().includes(n.host.toLowerCase());
        return (
          <a
            key={i}
            href={n.href}
            title={n.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-medium text-indigo-600 underline underline-offset-2 hover:text-indigo-800"
          >
            {renderInline(n.children)}
            {!showsHost && (
              <span dir="ltr" className="ms-1 text-xs font-normal text-slate-500 no-underline">
                ({n.host})
              </span>
            )}
          </a>
        );
      }
    }
  });
}

function renderBlock(b: Block, i: number): ReactNode {
  switch (b.kind) {
    case 'paragraph':
      return (
        <p key={i} dir={dirOf(b.children)}>
          {renderInline(b.children)}
        </p>
      );
    case 'heading':
      return (
        <p key={i} dir={dirOf(b.children)} className={b.level === 1 ? 'text-base font-bold' : 'font-semibold'}>
          {renderInline(b.children)}
        </p>
      );
    case 'list': {
      const Tag = b.ordered ? 'ol' : 'ul';
      return (
        <Tag key={i} dir={dirOf(b.items.flat())} start={b.ordered && b.start !== 1 ? b.start : undefined} className={b.ordered ? 'list-decimal space-y-1 ps-5' : 'list-disc space-y-1 ps-5'}>
          {b.items.map((item, j) => (
            <li key={j} dir={dirOf(item)}>
              {renderInline(item)}
            </li>
          ))}
        </Tag>
      );
    }
    case 'code':
      return (
        <pre key={i} dir="ltr" className="overflow-x-auto rounded-lg bg-slate-900 p-3 text-start font-mono text-xs leading-relaxed text-slate-100">
          <code>{b.text}</code>
        </pre>
      );
  }
}

/** Bot answers as sanitized minimal Markdown: React text nodes only, never HTML. */
export function MarkdownText({ text }: { text: string }) {
  return <div className="space-y-2 break-words">{parseMarkdown(text).map(renderBlock)}</div>;
}
