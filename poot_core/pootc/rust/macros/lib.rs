//! `#[kernel]`: marks a function for import by pootc.
//!
//! The attribute renames `fn NAME` to `pub fn __poot_kernel_NAME` and keeps the body, so
//! pootc finds the function in rustc's MIR by its reserved name and a host build (the
//! differential tests' `poot_kernel_intrinsics` host crate) can still call the body natively.
//! Only `proc_macro` token manipulation: there is no crate registry on these machines.
extern crate proc_macro;

use proc_macro::{Ident, TokenStream, TokenTree};

const QUALIFIERS: [&str; 5] = ["const", "async", "unsafe", "extern", "default"];

#[proc_macro_attribute]
pub fn kernel(attr: TokenStream, item: TokenStream) -> TokenStream {
    if !attr.is_empty() {
        return error("#[kernel] takes no arguments");
    }
    let mut out: Vec<TokenTree> = Vec::new();
    let mut seen_pub = false;
    let mut seen_fn = false;
    let mut renamed = false;
    for tt in item {
        if !renamed {
            if let TokenTree::Ident(ref id) = tt {
                let s = id.to_string();
                if seen_fn {
                    let name = format!("__poot_kernel_{}", s.trim_start_matches("r#"));
                    out.push(TokenTree::Ident(Ident::new(&name, id.span())));
                    renamed = true;
                    continue;
                }
                if s == "pub" {
                    seen_pub = true;
                } else if QUALIFIERS.contains(&s.as_str()) || s == "fn" {
                    if !seen_pub {
                        // `#[kernel] fn f` and `#[kernel] unsafe fn f` become `pub ...`
                        out.push(TokenTree::Ident(Ident::new("pub", id.span())));
                        seen_pub = true;
                    }
                    seen_fn = s == "fn";
                }
            }
        }
        out.push(tt);
    }
    if !renamed {
        return error("#[kernel] applies to a function: `#[kernel] pub fn NAME(a: &[f32], out: &mut [f32]) { ... }`");
    }
    out.into_iter().collect()
}

fn error(msg: &str) -> TokenStream {
    format!("compile_error!({:?});", msg).parse().unwrap()
}
