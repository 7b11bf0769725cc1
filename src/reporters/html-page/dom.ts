/**
 * The page's building blocks. Every text goes in as a text node: the report holds
 * user-written names, sentences and values, and none of them may become markup.
 */

/** What an element is given as its content; arrays are flattened, and null, undefined and false leave nothing. */
export type Child = Node | string | number | null | undefined | false | readonly Child[];

type Attribute = string | number | boolean | null | undefined;
type Listeners = Readonly<Record<string, (event: Event) => void>>;

/** `class`, event listeners under `on`, and attributes (`true` writes an empty one; null, undefined and false none). */
export interface Props {
  class?: string;
  on?: Listeners;
  readonly [attribute: string]: Attribute | Listeners;
}

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, props?: Props | null, ...children: Child[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (props) {
    for (const [key, value] of Object.entries(props)) {
      if (value === undefined || value === null || value === false) continue;
      if (key === 'on' && typeof value === 'object') for (const [type, listener] of Object.entries(value)) node.addEventListener(type, listener);
      else if (key === 'class') node.className = String(value);
      else node.setAttribute(key, value === true ? '' : String(value));
    }
  }
  add(node, children);
  return node;
}

export function add(node: Node, children: readonly Child[]): void {
  for (const child of children) {
    if (child === undefined || child === null || child === false) continue;
    if (Array.isArray(child)) add(node, child);
    else if (child instanceof Node) node.appendChild(child);
    else node.appendChild(document.createTextNode(String(child)));
  }
}

/** A name and its value; null, undefined and false for a fact that does not apply. */
export type Fact = readonly [string, string] | null | undefined | false;

export function facts(pairs: readonly Fact[]): HTMLDListElement {
  const list = el('dl', { class: 'facts' });
  for (const pair of pairs) if (pair) add(list, [el('dt', null, pair[0]), el('dd', null, pair[1])]);
  return list;
}

/**
 * A details element whose body is built when it is first opened: on the click that opens
 * it (before the toggle, which comes a task later), or on the toggle when something else
 * opened it. With `openKeys`, it remembers under `key` whether it is open, so a page built
 * again opens it again.
 */
export function lazyDetails(props: Props, summary: Child, body: () => Node, key?: string, openKeys?: Set<string>): HTMLDetailsElement {
  let filled = false;
  const fill = () => {
    if (!filled) {
      filled = true;
      node.appendChild(body());
    }
  };
  const node = el('details', props, el('summary', { on: { click: fill } }, summary));
  node.addEventListener('toggle', () => {
    if (node.open) fill();
    if (openKeys && key !== undefined) {
      if (node.open) openKeys.add(key);
      else openKeys.delete(key);
    }
  });
  if (openKeys && key !== undefined && openKeys.has(key)) {
    fill();
    node.open = true;
  }
  return node;
}
