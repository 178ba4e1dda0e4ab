// The package's ES module entries (package.json "exports"), built by tsup: the loader, and one module per partner element.
declare module 'steelworks-site';
declare module 'steelworks-site/steel-calculator';
