import { Fragment, useMemo } from 'react';
import { parseRichText, type Inline } from '../lib/rich-text';

function InlineNodes({ nodes }: { nodes: Inline[] }) {
  return (
    <>
      {nodes.map((node, i) => {
        if (node.type === 'text') return <Fragment key={i}>{node.text}</Fragment>;
        if (node.type === 'strong')
          return (
            <strong key={i} className="font-semibold">
              <InlineNodes nodes={node.children} />
            </strong>
          );
        return (
          <em key={i}>
            <InlineNodes nodes={node.children} />
          </em>
        );
      })}
    </>
  );
}

/** The assistant's reply as paragraphs, lists and emphasis: React text nodes only, never raw HTML. */
export function RichText({ text }: { text: string }) {
  const blocks = useMemo(() => parseRichText(text), [text]);
  return (
    <div className="grid gap-2 break-words">
      {blocks.map((block, i) => {
        if (block.type === 'heading')
          return (
            <p key={i} className="font-semibold">
              <InlineNodes nodes={block.content} />
            </p>
          );
        if (block.type === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List key={i} className={block.ordered ? 'grid list-decimal gap-1 pl-5' : 'grid list-disc gap-1 pl-5 marker:text-accent'}>
              {block.items.map((item, j) => (
                <li key={j}>
                  <InlineNodes nodes={item} />
                </li>
              ))}
            </List>
          );
        }
        return (
          <p key={i}>
            {block.lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 ? <br /> : null}
                <InlineNodes nodes={line} />
              </Fragment>
            ))}
          </p>
        );
      })}
    </div>
  );
}
