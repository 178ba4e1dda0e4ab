declare module '@11ty/eleventy-img' {
  const Image: (
    src: string,
    options: Record<string, unknown>,
  ) => Promise<Record<string, { url: string; width: number; height: number; srcset: string }[]>>;
  export default Image;
}
