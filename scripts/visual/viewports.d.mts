export type VisualWidth = 'phone' | 'desktop'
export declare const visualViewports: Record<VisualWidth, { width: number; height: number }>
export declare const visualWidths: ReadonlyArray<VisualWidth>
