// Data display, layout and navigation.
export {};
