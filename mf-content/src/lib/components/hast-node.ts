/** The part of a hast node (the HTML tree the Markdown renderer builds) that the rehype plugins here read. */
export interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}
