// The package's ES module entry (package.json "exports"), built by tsup: it registers every steel-* element.
declare module 'steelworks-site';
