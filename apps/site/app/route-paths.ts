// Every static path of the site, prerendered to HTML at build time. A route file exists for each;
// issues that add pages add their paths here (routes.ts declares the components).
export const staticPaths = ['/'] as const

export const prerenderPaths: string[] = [...staticPaths]
