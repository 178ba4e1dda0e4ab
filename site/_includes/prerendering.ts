/** The page being rendered, set by layout/Base.tsx before it renders the body: what a widget pre-rendered in it may need. */
export const prerendering = { page: '' };
