import type { HastNode } from './hast-node';

const isBlank = (node: HastNode) => node.type === 'text' && !(node.value ?? '').trim();

/**
 * rehype plugin: an image that is a paragraph of its own (how content/ places a diagram) becomes
 * `<figure>` with the image and, from its Markdown title, a `<figcaption>`.
 */
export function rehypeFigures() {
  return (tree: HastNode) => {
    const walk = (node: HastNode) => {
      node.children = node.children?.map((child) => {
        const content = child.children?.filter((grandchild) => !isBlank(grandchild)) ?? [];
        const image = content[0];
        if (child.tagName !== 'p' || content.length !== 1 || image?.tagName !== 'img') {
          walk(child);
          return child;
        }
        const { title, ...properties } = image.properties ?? {};
        const caption = typeof title === 'string' && title.trim() ? title : null;
        return {
          type: 'element',
          tagName: 'figure',
          properties: {},
          children: [
            { ...image, properties },
            ...(caption
              ? [
                  {
                    type: 'element',
                    tagName: 'figcaption',
                    properties: {},
                    children: [{ type: 'text', value: caption }],
                  },
                ]
              : []),
          ],
        };
      });
    };
    walk(tree);
  };
}
