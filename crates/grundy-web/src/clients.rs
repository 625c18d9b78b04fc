//! Fairness between clients: each client (an IP address; an IPv6 client is its /64
//! network, which one host usually holds whole) may hold at most
//! [`ServerConfig::max_computations_per_client`](crate::ServerConfig) computations at
//! once, running or waiting for a slot — so one client cannot take every slot.
//!
//! The client of a request is known from the connection (the server puts its peer
//! address in the request); a middleware makes it the task's [`CLIENT`] for the
//! request's handler, where `compute` finds it.

use axum::extract::{ConnectInfo, Request};
use axum::middleware::Next;
use axum::response::Response;
use std::collections::HashMap;
use std::net::{IpAddr, Ipv6Addr, SocketAddr};
use std::sync::{Arc, Mutex};

tokio::task_local! {
    /// The client of the request being handled.
    pub(crate) static CLIENT: Client;
}

/// Who a request comes from, for fairness: an IPv4 address, or an IPv6 /64 network.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Client(IpAddr);

impl Client {
    /// The client of a peer address.
    pub(crate) fn of(ip: IpAddr) -> Client {
        match ip {
            IpAddr::V4(v4) => Client(IpAddr::V4(v4)),
            IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
                Some(v4) => Client(IpAddr::V4(v4)),
                None => {
                    let mask = !0u128 << 64;
                    Client(IpAddr::V6(Ipv6Addr::from(u128::from(v6) & mask)))
                }
            },
        }
    }
}

/// Runs the rest of the request with its client known (when the connection told it).
pub(crate) async fn client_scope(request: Request, next: Next) -> Response {
    let peer = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|ConnectInfo(addr)| Client::of(addr.ip()));
    match peer {
        Some(client) => CLIENT.scope(client, next.run(request)).await,
        None => next.run(request).await,
    }
}

/// How many computations each client holds.
#[derive(Debug)]
pub(crate) struct Clients {
    per_client: usize,
    held: Mutex<HashMap<Client, usize>>,
}

/// One computation of a client: released when dropped.
#[derive(Debug)]
pub(crate) struct Seat {
    clients: Arc<Clients>,
    client: Client,
}

impl Clients {
    /// At most `per_client` computations a client (at least 1).
    pub(crate) fn new(per_client: usize) -> Clients {
        Clients {
            per_client: per_client.max(1),
            held: Mutex::new(HashMap::new()),
        }
    }

    /// The most computations a client may hold.
    pub(crate) fn per_client(&self) -> usize {
        self.per_client
    }

    /// A seat for one more computation of `client`, or `None` when it holds the most
    /// it may.
    pub(crate) fn enter(self: &Arc<Self>, client: Client) -> Option<Seat> {
        let mut held = self.held.lock().unwrap_or_else(|e| e.into_inner());
        let n = held.entry(client).or_insert(0);
        if *n >= self.per_client {
            return None;
        }
        *n += 1;
        Some(Seat {
            clients: self.clone(),
            client,
        })
    }
}

impl Drop for Seat {
    fn drop(&mut self) {
        let mut held = self.clients.held.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(n) = held.get_mut(&self.client) {
            *n -= 1;
            if *n == 0 {
                held.remove(&self.client);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ipv6_clients_are_their_64_networks_and_mapped_ipv4_is_ipv4() {
        let a = Client::of("2001:db8:1:2::1".parse().unwrap());
        let b = Client::of("2001:db8:1:2:ffff::9".parse().unwrap());
        let c = Client::of("2001:db8:1:3::1".parse().unwrap());
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert_eq!(
            Client::of("::ffff:10.0.0.1".parse().unwrap()),
            Client::of("10.0.0.1".parse().unwrap())
        );
    }

    #[test]
    fn seats_are_counted_and_released() {
        let clients = Arc::new(Clients::new(2));
        let me = Client::of("10.0.0.1".parse().unwrap());
        let other = Client::of("10.0.0.2".parse().unwrap());
        let one = clients.enter(me).unwrap();
        let _two = clients.enter(me).unwrap();
        assert!(clients.enter(me).is_none());
        assert!(clients.enter(other).is_some());
        drop(one);
        assert!(clients.enter(me).is_some());
    }
}
