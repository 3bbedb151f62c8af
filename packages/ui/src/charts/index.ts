// Charts live on their own sub-path so that importing a Button never pulls the chart library in.
export {};
